import Testing

@testable import ReferenceMediators

// docs/Language.md, "One class in several mediators": a colleague names the property that keeps
// its outbox (`outbox lobby`), so one class sends through each mediator it takes part in.

@Suite struct OutboxesTests {
    @Test func oneClassSendsInTwoMediators() {
        let transcript = Transcript()
        let athlete = Athlete("Ana")
        let host = Host(transcript: transcript)
        let lobby = Lobby(athlete: athlete, host: host)
        let match = Match(athlete: athlete, referee: Referee(transcript: transcript))

        athlete.lobby.joined(athlete.name)
        athlete.match.scored(3)
        host.mediator.start()

        #expect(transcript.lines == ["host: Ana joined", "referee: 3 points"])
        #expect(athlete.started)
        withExtendedLifetime((lobby, match)) {}
    }

    @Test func setMembersSendInTwoNonisolatedMediators() {
        let transcript = SharedTranscript()
        let stands = Stands(scoreboard: Scoreboard(transcript: transcript))
        let commentary = Commentary(commentator: Commentator(transcript: transcript))
        let (ana, ben) = (
            Spectator("ana", transcript: transcript), Spectator("ben", transcript: transcript)
        )
        for spectator in [ana, ben] {
            stands.join(spectator)
            commentary.join(spectator)
        }

        ana.stands.cheered("go")
        ben.commentary.wrote("what a goal")
        stands.leave(ana)
        ana.stands.cheered("ignored")
        ana.commentary.wrote("still here")

        #expect(
            transcript.lines == [
                "ben hears go", "scoreboard: go", "commentator: what a goal",
                "commentator: still here",
            ])
    }
}
