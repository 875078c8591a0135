extension Validator {
    /// Validates the role declarations of a mediator.
    mutating func validateRoles(_ mediator: MediatorSyntax) -> [RoleModel] {
        var roles: [RoleModel] = []
        var seen: [String: SourceLocation] = [:]
        for role in mediator.roles {
            checkTypeName(role.name, role: "a role")
            if let first = seen[role.name.text] {
                reportDeclaredTwice(
                    "role '\(role.name.text)'", in: mediator, first: first,
                    at: role.name.location)
                continue
            }
            seen[role.name.text] = role.name.location
            if role.name.text == mediator.name.text {
                diagnostics.error(
                    "'\(role.name.text)' is the mediator's name and cannot also name a role",
                    at: role.name.location)
            }
            roles.append(
                RoleModel(
                    name: role.name.text, documentation: role.documentation,
                    location: role.name.location))
        }
        return roles
    }

    /// Resolves the roles written after a colleague's `:`.
    mutating func resolveRoles(of colleague: ColleagueSyntax, among roles: NameIndex) -> [Int] {
        var resolved: [Int] = []
        let names = roles.names
        for name in colleague.roles {
            guard let index = roles.position(of: name.text) else {
                let hint =
                    names.isEmpty
                    ? "; declare it in the mediator with 'role \(name.text)'"
                    : suggestionHint(for: name.text, among: names)
                diagnostics.error("unknown role '\(name.text)'" + hint, at: name.location)
                continue
            }
            if resolved.contains(index) {
                diagnostics.warning(
                    "role '\(name.text)' is listed twice for '\(colleague.name.text)'",
                    at: name.location)
            } else {
                resolved.append(index)
            }
        }
        return resolved
    }

    /// Warns about roles that no colleague plays: events routed to them reach nobody.
    mutating func checkRolesArePlayed(_ members: MediatorMembers) {
        for (index, role) in members.roles.enumerated() where members.players[index].isEmpty {
            diagnostics.warning(
                "no colleague plays role '\(role.name)'; add it after a colleague's name, as in "
                    + "'colleague Name: \(role.name)'", at: role.location)
        }
    }
}
