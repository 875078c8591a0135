import DispatchCases
import Foundation

/// `dispatch-callgrind NAME N`: makes the case `NAME` of the catalog and sends `N` events
/// through it (from each of two threads, for a contended case), for counting instructions under
/// `valgrind --tool=callgrind`. Run it once with `N` and once with 0: the difference is the cost
/// of the sends, without start-up and set-up. `dispatch-callgrind --list` prints the names;
/// `--list-counted` those that callgrind can run (``DispatchCatalog/timedOnly`` it cannot).
let arguments = CommandLine.arguments.dropFirst()

if arguments.first == "--list" || arguments.first == "--list-counted" {
    var lister = CaseLister()
    DispatchCatalog.visitAll(&lister)
    let names =
        arguments.first == "--list"
        ? lister.names : lister.names.filter { !DispatchCatalog.timedOnly.contains($0) }
    print(names.joined(separator: "\n"))
    exit(0)
}

guard arguments.count == 2, let name = arguments.first,
    let count = arguments.last.flatMap({ Int($0) }),
    count >= 0
else {
    fail("usage: dispatch-callgrind NAME ITERATIONS | --list | --list-counted", status: 2)
}

var runner = CaseRunner(name: name, iterations: count)
DispatchCatalog.visitAll(&runner)
let outcome = if let asyncRun = runner.asyncRun { await asyncRun() } else { runner.outcome }
switch outcome {
case .none:
    fail("dispatch-callgrind: no case named '\(name)'; see --list", status: 2)
case .some(.failure(let message)):
    fail("dispatch-callgrind: \(name): \(message)", status: 1)
case .some(.success(let checksum)):
    print("\(name): \(count) sends, checksum \(checksum)")
}

/// Prints `message` on standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
