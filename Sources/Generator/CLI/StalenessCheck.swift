import Foundation
import MediatorGenCore

/// Compares generated files with the checked-in copies in an output folder.
enum StalenessCheck {
    /// A description of each difference: a missing file, a file whose content differs (with the
    /// first differing line), and a generated file left over from a spec that is gone.
    static func findings(for outputs: [GeneratedFile], in folder: String) -> [String] {
        var findings: [String] = []
        // Paths as the user gave them, relative or not, read best in CI logs.
        func pathInFolder(_ name: String) -> String {
            (folder as NSString).appendingPathComponent(name)
        }
        for file in outputs {
            let path = pathInFolder(file.fileName)
            guard let data = FileManager.default.contents(atPath: path) else {
                findings.append("\(path): missing; it is generated from \(file.specPath)")
                continue
            }
            if !data.elementsEqual(file.source.utf8) {
                let existing = String(decoding: data, as: UTF8.self)
                findings.append(
                    "\(path): out of date with \(file.specPath); "
                        + TextDifference.first(between: existing, and: file.source))
            }
        }
        let expected = Set(outputs.map(\.fileName))
        let suffix = "." + OutputFileNaming.specExtension + ".swift"
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in present.sorted() where name.hasSuffix(suffix) && !expected.contains(name) {
            findings.append(
                "\(pathInFolder(name)): generated from a spec that was "
                    + "not given; delete it if the spec is gone")
        }
        return findings
    }
}
