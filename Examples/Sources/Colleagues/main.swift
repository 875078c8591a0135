// Runs the colleagues example: two colleagues notify each other through the mediator, which
// learns from the sender type which one has news.

let colleague1 = Colleague1()
let colleague2 = Colleague2()
let mediator = ChatMediator(colleague1: colleague1, colleague2: colleague2)

colleague1.send("Hello from colleague 1")
colleague2.send("Hi, colleague 1, this is colleague 2")

let newcomer = Newcomer(name: "Ann")
mediator.join(newcomer)
colleague1.send("Welcome, Ann")
