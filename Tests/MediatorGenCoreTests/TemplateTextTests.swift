import Testing

@testable import MediatorGenCore

@Suite struct TemplateTextTests {
    @Test func textIsTheSameHoweverItIsMade() {
        let name = "likeAdded"
        var appended = TemplateText(name)
        appended.append("(")
        appended.append(TemplateText("to news: News"))
        appended.append(")")
        let interpolated: TemplateText = "\(name)(\(TemplateText("to news: News")))"
        let joined = TemplateText(joining: ["to news", "from user"], separator: ", ") {
            $0.append($1)
        }
        #expect(appended == TemplateText("likeAdded(to news: News)"))
        #expect(interpolated == appended)
        #expect(interpolated.hashValue == appended.hashValue)
        #expect(appended.description == "likeAdded(to news: News)")
        #expect(joined.description == "to news, from user")
        #expect(
            TemplateText().isEmpty
                && TemplateText(joining: [1], separator: ", ") { _, _ in }.isEmpty)
        #expect("line \(3)" as TemplateText == "line 3")
    }
}
