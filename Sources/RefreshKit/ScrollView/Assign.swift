/// The shell's one "write only if different": UIKit setters do work even for the value already in place (a
/// frame relays out, `accessibilityCustomActions` makes VoiceOver read its actions again, an `isHidden` or
/// `alpha` write joins a running animation), so every such write goes through here and the views hold no `if`.
enum Assign {
    /// Calls `write` with `value` when it differs from `current`, the value in place; does nothing otherwise.
    static func ifChanged<Value: Equatable>(_ value: Value, from current: Value, _ write: (Value) -> Void) {
        if value != current { write(value) }
    }
}
