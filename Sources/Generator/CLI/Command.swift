import MediatorGenCore

/// What the user asked the command line to do.
enum Command: Equatable, Sendable {
    /// Generate Swift files from specs into a folder, or with `checkOnly`, compare what would be
    /// generated with what the folder holds, writing nothing.
    case generate(
        specs: [String], outputDirectory: String, templatesDirectory: String?, checkOnly: Bool,
        doublesModule: String? = nil)
    /// Validate specs without writing anything.
    case check(specs: [String])
    /// Draw the event graphs of specs in `format`, into `outputFile` or, when it is `nil`, to
    /// standard output.
    case graph(specs: [String], format: GraphFormat, outputFile: String?)
    /// Rewrite specs in the canonical layout, or with `checkOnly`, list those that are not in
    /// it, writing nothing.
    case format(specs: [String], checkOnly: Bool)
    /// Print help, for the whole tool or one subcommand.
    case help(topic: String?)
    /// Print the version.
    case version
}

/// A mistake in how the command line was used, as opposed to a problem in a spec.
struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, for a person seeing the tool for the first time.
    var message: String
    /// The subcommand whose usage to show, if any.
    var topic: String?

    /// Makes a usage error.
    init(_ message: String, topic: String? = nil) {
        self.message = message
        self.topic = topic
    }
}

extension Command {
    /// Parses the arguments that follow the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else {
            throw UsageError("no command given; use 'generate', 'check', 'graph' or 'format'")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            let topic = rest.first
            if let topic, !HelpText.topics.contains(topic) {
                throw UsageError(
                    "no help for '\(topic)'; commands are 'generate', 'check', 'graph' and "
                        + "'format'")
            }
            return .help(topic: topic)
        case "--version":
            return .version
        case "generate":
            return try parseGenerate(rest)
        case "check":
            return try parseCheck(rest)
        case "graph":
            return try parseGraph(rest)
        case "format":
            return try parseFormat(rest)
        default:
            let hint =
                first.hasSuffix(".mediator")
                ? "; to generate it, run 'mediatorgen generate \(first) --output DIR'" : ""
            throw UsageError("unknown command '\(first)'\(hint)")
        }
    }

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> Command {
        var specs: [String] = []
        var output: String?
        var templates: String?
        var checkOnly = false
        var doublesModule: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return .help(topic: "generate")
            case "--test-doubles":
                guard doublesModule == nil else {
                    throw UsageError("'--test-doubles' is given twice", topic: "generate")
                }
                doublesModule = try value(
                    after: argument, in: &remaining, naming: "the module of the mediators",
                    topic: "generate")
            case "--output", "-o":
                guard output == nil else {
                    throw UsageError("'--output' is given twice", topic: "generate")
                }
                output = try value(
                    after: argument, in: &remaining, naming: "a folder", topic: "generate")
            case "--check":
                checkOnly = true
            case "--templates":
                guard templates == nil else {
                    throw UsageError("'--templates' is given twice", topic: "generate")
                }
                templates = try value(
                    after: argument, in: &remaining, naming: "a folder", topic: "generate")
            default:
                specs.append(try spec(argument, topic: "generate"))
            }
        }
        guard !specs.isEmpty else { throw UsageError("no spec file given", topic: "generate") }
        guard let output else {
            throw UsageError(
                "missing '--output DIR': say where to write the generated files", topic: "generate")
        }
        return .generate(
            specs: specs, outputDirectory: output, templatesDirectory: templates,
            checkOnly: checkOnly, doublesModule: doublesModule)
    }

    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> Command {
        var specs: [String] = []
        for argument in arguments {
            if argument == "--help" || argument == "-h" { return .help(topic: "check") }
            specs.append(try spec(argument, topic: "check"))
        }
        guard !specs.isEmpty else { throw UsageError("no spec file given", topic: "check") }
        return .check(specs: specs)
    }

    private static func parseGraph(_ arguments: [String]) throws(UsageError) -> Command {
        var specs: [String] = []
        var format: GraphFormat?
        var output: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return .help(topic: "graph")
            case "--output", "-o":
                guard output == nil else {
                    throw UsageError("'--output' is given twice", topic: "graph")
                }
                output = try value(
                    after: argument, in: &remaining, naming: "a file", topic: "graph")
            case "--format":
                guard format == nil else {
                    throw UsageError("'--format' is given twice", topic: "graph")
                }
                let name = try value(
                    after: argument, in: &remaining, naming: "'mermaid' or 'dot'", topic: "graph")
                guard let named = GraphFormat(rawValue: name) else {
                    throw UsageError(
                        "unknown format '\(name)'; use 'mermaid' or 'dot'", topic: "graph")
                }
                format = named
            default:
                specs.append(try spec(argument, topic: "graph"))
            }
        }
        guard !specs.isEmpty else { throw UsageError("no spec file given", topic: "graph") }
        return .graph(specs: specs, format: format ?? .mermaid, outputFile: output)
    }

    private static func parseFormat(_ arguments: [String]) throws(UsageError) -> Command {
        var specs: [String] = []
        var checkOnly = false
        for argument in arguments {
            switch argument {
            case "--help", "-h": return .help(topic: "format")
            case "--check": checkOnly = true
            default: specs.append(try spec(argument, topic: "format"))
            }
        }
        guard !specs.isEmpty else { throw UsageError("no spec file given", topic: "format") }
        return .format(specs: specs, checkOnly: checkOnly)
    }

    /// The value after `option`, which names `what` it needs.
    private static func value(
        after option: String, in remaining: inout ArraySlice<String>, naming what: String,
        topic: String
    ) throws(UsageError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("-") || value == "-" else {
            throw UsageError("'\(option)' needs \(what) after it", topic: topic)
        }
        return value
    }

    private static func spec(_ argument: String, topic: String) throws(UsageError) -> String {
        if argument.hasPrefix("-") && argument.count > 1 {
            throw UsageError("unknown option '\(argument)'", topic: topic)
        }
        return argument
    }
}
