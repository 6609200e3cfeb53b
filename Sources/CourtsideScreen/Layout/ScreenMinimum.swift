/// The smallest terminal every screen lays out in: the game list, the creator and every board.
///
/// 64×20, so an 80×24 window with a tmux or screen status line (80×23) and a small split both
/// work; below it the run loop shows the too-small notice, which still takes the quit key.
enum ScreenMinimum {
    /// 64×20.
    static let size = TerminalSize(width: 64, height: 20)
}
