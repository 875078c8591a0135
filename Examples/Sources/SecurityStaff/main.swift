// Runs the security staff example: three guards on one channel, each heard by the other two.

let mediator = SecurityStaffMediator()
let zhangSan = SecurityStaff(name: "张三")
let liSi = SecurityStaff(name: "李四")
let wangWu = SecurityStaff(name: "王五")
for guardOnDuty in [zhangSan, liSi, wangWu] {
    mediator.join(guardOnDuty)
}

zhangSan.sendMessage("大厅有人抢劫")
print("")

liSi.sendMessage("我马上过去看看")
print("")

wangWu.sendMessage("我马上过去看看")
