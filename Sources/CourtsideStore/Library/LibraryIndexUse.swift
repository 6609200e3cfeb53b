/// How a ``FileGameLibrary`` uses the library index (``LibraryIndex``, `.courtside-index.sqlite`).
public enum LibraryIndexUse: Sendable {
    /// Reads it, and keeps it up to date: made when missing, rows written for games read from
    /// their files, made again when it is not courtside's or holds a value no game file could
    /// give. Every command but `serve`.
    case readWrite
    /// Reads it when it is there and exactly courtside's, and never writes, makes or deletes it:
    /// a game it does not know as its file is now is read from the file, every time. `serve`,
    /// which promises to write nothing into the library.
    case readOnly
}
