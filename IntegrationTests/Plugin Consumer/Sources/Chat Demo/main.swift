import ChatKit
import CheckedIn
import PlaybackKit

let room = ChatRoom()
let ann = Participant(name: "Ann")
let bob = Participant(name: "Bob")
room.join(ann)
room.join(bob)
ann.post("hi Bob")
bob.post("HELLO")
print("Bob heard: \(bob.inbox)")
print("Ann heard: \(ann.inbox)")

let moderator = Moderator()
let moderation = Moderation(moderator: moderator, flagLog: FlagLog())
for message in ann.inbox + bob.inbox {
    moderator.review(String(message.split(separator: " ", maxSplits: 1)[1]))
}

let door = Door()
let greeter = Greeter()
let reception = Reception(door: door, greeter: greeter)
door.open(for: "Cid")
print(greeter.said.joined())
print(playInSwift5Mode())
withExtendedLifetime((room, moderation, reception)) {}
