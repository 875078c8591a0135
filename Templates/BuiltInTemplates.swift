/// The text of each built-in template, by name, as UTF-8: the `.mustache` files of this folder,
/// which Package.swift embeds in the code, so that the generator needs no resource files and a
/// template edited here is the one that ships.
package let builtInTemplateSources: [String: [UInt8]] = [
    "ColleagueProperty": PackageResources.ColleagueProperty_mustache,
    "ColleagueProtocol": PackageResources.ColleagueProtocol_mustache,
    "ColleagueReference": PackageResources.ColleagueReference_mustache,
    "Delivery": PackageResources.Delivery_mustache,
    "Dispatch": PackageResources.Dispatch_mustache,
    "DispatchBody": PackageResources.DispatchBody_mustache,
    "File": PackageResources.File_mustache,
    "Mediator": PackageResources.Mediator_mustache,
    "Outbox": PackageResources.Outbox_mustache,
    "RoleProtocol": PackageResources.RoleProtocol_mustache,
    "SetMembership": PackageResources.SetMembership_mustache,
]
