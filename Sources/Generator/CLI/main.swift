import Foundation
import MediatorGenCore

// Unbuffered writes keep standard output and standard error in the order they were produced.
let tool = CommandLineTool(
    printOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    printError: { FileHandle.standardError.write(Data($0.utf8)) }
)
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
