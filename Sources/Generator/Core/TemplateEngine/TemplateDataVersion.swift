/// The version of the template data: what the templates are given to render, and the marks they
/// may write (docs/Templates.md). A template states the version it is written for with
/// `{{% template-data N }}`; the generator refuses a template of one's own that states another, or
/// none, so that a change to the data never renders a user's template wrong in silence.
///
/// It changes with every release that changes the data in a way a template can notice, with an
/// entry under "Template data" in CHANGELOG.md.
package enum TemplateDataVersion {
    /// The version the built-in templates are written for and the generator renders.
    package static let current = 2

    /// The word a version tag starts with.
    static let keyword = "template-data"

    /// The tag that states ``current``.
    package static var tag: String {
        "{{% \(keyword) \(current) }}"
    }
}
