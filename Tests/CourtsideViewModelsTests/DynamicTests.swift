import CourtsideViewModels
import Testing

@MainActor
@Suite("Dynamic")
struct DynamicTests {
    @Test("bind fires on later changes; bindAndFire fires now too; several observers")
    func bindAndFire() {
        let box = Dynamic(1)
        var seenA: [Int] = []
        var seenB: [Int] = []
        let a = box.bind { seenA.append($0) }
        let b = box.bindAndFire { seenB.append($0) }
        box.value = 2
        #expect(seenA == [2])
        #expect(seenB == [1, 2])
        _ = (a, b)
    }

    @Test("equatable values fire only on a real change; others fire on every set")
    func onlyOnChange() {
        let equatable = Dynamic("x")
        var count = 0
        let token = equatable.bind { _ in count += 1 }
        equatable.value = "x"
        equatable.value = "y"
        equatable.value = "y"
        #expect(count == 1)

        struct Opaque {}
        let opaque = Dynamic(Opaque())
        var opaqueCount = 0
        let other = opaque.bind { _ in opaqueCount += 1 }
        opaque.value = Opaque()
        opaque.value = Opaque()
        #expect(opaqueCount == 2)
        _ = (token, other)
    }

    @Test("a disposed or released token unbinds")
    func tokens() {
        let box = Dynamic(0)
        var seen: [Int] = []
        let token = box.bind { seen.append($0) }
        box.value = 1
        token.dispose()
        #expect(!token.isBound)
        box.value = 2
        do {
            let scoped = box.bind { seen.append($0 * 100) }
            box.value = 3
            _ = scoped
        }
        box.value = 4
        #expect(seen == [1, 300])
        #expect(box.observerCount == 0)
    }

    @Test("an observer may unbind another, bind a new one, or set the value while notified")
    func reentrancy() {
        let box = Dynamic(0)
        var log: [String] = []
        var second: BindingToken?
        var late: BindingToken?
        let first = box.bind { value in
            log.append("first \(value)")
            if value == 1 {
                second?.dispose()
                late = box.bind { log.append("late \($0)") }
            }
            if value == 2 { box.value = 3 }
        }
        second = box.bind { log.append("second \($0)") }
        box.value = 1
        #expect(log == ["first 1"])
        log.removeAll()
        box.value = 2
        // The set during notification ends the round; everyone then sees 3, and no one sees 2 after 3.
        #expect(log == ["first 2", "first 3", "late 3"])
        #expect(box.value == 3)
        _ = (first, late)
    }
}
