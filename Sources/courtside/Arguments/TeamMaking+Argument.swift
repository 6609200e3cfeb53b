import ArgumentParser
import CourtsideCore

/// `courtside run --teams` takes a way of making teams by name.
extension TeamMaking: ExpressibleByArgument {}
