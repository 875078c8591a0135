import MediatorGenCore

/// The text of `mediatorgen --help` and of each subcommand's help.
enum HelpText {
    static let topics = ["generate", "check", "graph", "format"]

    static func text(for topic: String?) -> String {
        switch topic {
        case "generate": return generate
        case "check": return check
        case "graph": return graph
        case "format": return format
        default: return overview
        }
    }

    static let overview = """
        mediatorgen \(GeneratorVersion.current): typed Swift mediators from .mediator specs.

        USAGE:
          mediatorgen generate SPEC... --output DIR   Generate Swift code from specs.
          mediatorgen check SPEC...                   Check specs and report problems only.
          mediatorgen graph SPEC... [--format F]      Draw the events of specs as a picture.
          mediatorgen format SPEC... [--check]        Rewrite specs in the standard layout.
          mediatorgen --help [COMMAND]                Show this help, or a command's help.
          mediatorgen --version                       Show the version.

        Problems are printed as 'path:line:column: error: message', the format Xcode, swift build
        and editors understand. Exit status: 0 success, 1 problems in a spec, 2 wrong usage.

        Most projects never call the tool directly: the MediatorGenPlugin build-tool plugin runs it
        on every .mediator file of a target. See the README to get started.

        """

    static let generate = """
        USAGE: mediatorgen generate SPEC... --output DIR [--templates DIR] [--check]
                                    [--test-doubles MODULE]

        Generates one Swift file per spec into DIR: 'Chat.mediator' becomes
        'DIR/Chat.mediator.swift'. A file is rewritten only when its content changes, and nothing
        is written when any spec has an error.

        OPTIONS:
          -o, --output DIR     The folder to write generated files into; created if missing.
          --templates DIR      A folder of .mustache templates replacing built-in ones of the
                               same name (File, Mediator, ColleagueProtocol, ...).
          --check              Write nothing; exit 1 and list the differences when the files in
                               DIR are not what the specs generate (for checked-in code in CI).
          --test-doubles MODULE
                               Write test doubles instead, for a test target that imports
                               MODULE, the module of the mediators: 'Chat.mediator' becomes
                               'DIR/Chat.doubles.swift', with a class per colleague known by a
                               protocol that records what it receives.
          -h, --help           Show this help.

        """

    static let check = """
        USAGE: mediatorgen check SPEC...

        Reads each spec and reports every problem found, without writing anything.
        Exit status: 0 when no spec has an error (warnings allowed), 1 otherwise.

        OPTIONS:
          -h, --help           Show this help.

        """

    static let graph = """
        USAGE: mediatorgen graph SPEC... [--format mermaid|dot] [--output FILE]

        Draws each mediator of the specs as a graph: its colleagues, roles, 'outside' and the
        mediator, an arrow for each event from each sender to its receivers, dashed arrows from
        where an event is handled to the senders of the events listed after its 'then', and a
        cycle of reactions in red. Several specs make one document. Nothing is drawn when any
        spec has an error.

        OPTIONS:
          --format FORMAT      'mermaid' (the default): Markdown with a Mermaid flowchart per
                               mediator, which code-hosting pages show as a picture.
                               'dot': one Graphviz graph with a cluster per mediator; make a
                               picture of it with 'dot -Tsvg graph.dot -o graph.svg'.
          -o, --output FILE    The file to write; rewritten only when its content changes.
                               Without it, the graph goes to standard output.
          -h, --help           Show this help.

        """

    static let format = """
        USAGE: mediatorgen format SPEC... [--check]

        Rewrites each spec in place in the standard layout: four spaces of indentation, one
        declaration a line, lines of at most 100 characters. Comments stay where they are, and
        what the spec means does not change. A file is rewritten only when its layout changes,
        and nothing is written when any spec has an error (reported as 'check' reports it).

        OPTIONS:
          --check              Write nothing; exit 1 and list the specs that are not in the
                               standard layout (for CI). Run 'mediatorgen format' on them to fix it.
          -h, --help           Show this help.

        """
}
