import CourtsideCore
import Testing

/// A typed name matches without regard to case and accents (``NameKey``), and a name two players
/// share that way is ambiguous, never a guess.
@Suite("Names matched without regard to case and accents")
struct NameKeyTests {
    @Test(arguments: [
        ("José", "jose"), ("JOSÉ", "jose"), ("jose", "jose"), ("Zoë", "zoe"), ("Łukasz", "lukasz"),
        ("Dvořák", "dvorak"), ("Ørjan", "orjan"), ("Ann Marie", "ann marie"), ("Çağla", "cagla"),
        ("Ἀλέξανδρος", "αλεξανδρος"), ("Ёжик", "ёжик"), ("İlker", "ilker"), ("Ångström", "angstrom"),
        // A decomposed accent (e and U+0301, as some keyboards send it): the mark is dropped.
        ("Jose\u{301}", "jose"),
    ])
    func folds(name: String, key: String) {
        // Cyrillic ё is a letter of its own (no "WITH" in its name): kept, as Greek's final sigma is.
        #expect(NameKey(name).folded == key)
    }

    @Test func keepsWhatHasNoBaseLetter() {
        #expect(NameKey("A.I.").folded == "a.i.")
        #expect(NameKey("名前 🏀").folded == "名前 🏀")
        #expect(NameKey("ß").folded == "ß")
    }

    @Test func anExactSpellingWinsElseTheKeyElseAmbiguous() {
        let names = ["Jose", "José", "Gus"]
        func found(_ typed: String) -> String {
            switch NameKey.find(typed, among: names, name: { $0 }) {
            case .one(let name): name
            case .none: "none"
            case .ambiguous(let names): names.joined(separator: "|")
            }
        }
        #expect(found("José") == "José")
        #expect(found("Jose") == "Jose")
        #expect(found("jose") == "Jose|José")
        #expect(found("JOSÉ") == "Jose|José")
        #expect(found("gus") == "Gus")
        #expect(found("zed") == "none")
        #expect(NameKey("jo").folded.isEmpty == false && NameKey("José").starts(with: NameKey("JO")))
    }
}
