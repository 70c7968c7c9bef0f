import ChoreoCore
import ChoreoPlatform
import ChoreoRecorder
import ChoreoScenarios
import ChoreoTimeline

/// Frame lines, the bulk of a recording: read by name through the general path, or straight from
/// their bytes when they are plain.
extension RecordingDecodeState {
  /// Reads a frame line's fields: sample fields by name, views by their registered names.
  mutating func frame(_ fields: LineFields, at time: Ticks) throws(RecordingIssue) {
    var update = TraceAssembler.FrameUpdate(time: time)
    var unused: [String] = []
    for (key, value) in fields.members {
      switch (key, value) {
      case ("kind", _), ("t", _), ("target", _): continue
      case ("views", .object(let views)):
        for (name, rectValue) in views {
          update.views.append((name, try LineFields(members: [(name, rectValue)]).rect(name)))
        }
      case ("keyboard", _):
        update.fields.append((.keyboardTop, .number(try fields.rect("keyboard").y)))
      case ("responder", .null): update.responder = .some(nil)
      case ("responder", .string(let name)):
        update.responder = .some(Responder(rawValue: name) ?? .composer)
      default:
        guard let field = FrameField(key: key) else {
          unused.append(key)
          continue
        }
        switch value {
        case .number(let number, _) where !field.isFlag:
          update.fields.append((field, .number(number)))
        case .bool(let flag) where field.isFlag: update.fields.append((field, .flag(flag)))
        case .null: update.fields.append((field, .none))
        default: unused.append(key)
        }
      }
    }
    observe(update)
    assembler.add(frame: update)
    frameLines += 1
    if !unused.isEmpty {
      throw RecordingIssue(
        "not frame fields: \(unused.joined(separator: ", ")); the frame's other fields are kept")
    }
  }

  /// Reads a frame line straight from its bytes, the recording's bulk, without building a JSON
  /// value; `false` (having read nothing) for any line that is not a plain frame line, which
  /// the general path then reads and reports.
  mutating func readFrame(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    let prefix = Self.framePrefix.count
    guard sawHeader, let origin, range.count > prefix,
      bytes[range.lowerBound..<range.lowerBound + prefix].elementsEqual(Self.framePrefix)
    else { return false }
    var reader = JSONPullReader(bytes, range: (range.lowerBound + prefix)..<range.upperBound)
    var update = TraceAssembler.FrameUpdate(time: .zero)
    var seconds: Double?
    while reader.consume(UInt8(ascii: ",")) {
      guard let key = reader.readPlainString(), reader.consume(UInt8(ascii: ":")) else {
        return false
      }
      switch key {
      case "t": seconds = reader.readNumber()
      case "target": guard reader.readNumber() != nil else { return false }
      case "views":
        guard reader.consume(UInt8(ascii: "{")) else { return false }
        if !reader.consume(UInt8(ascii: "}")) {
          repeat {
            guard let name = reader.readPlainString(), reader.consume(UInt8(ascii: ":")),
              let rect = Self.rect(&reader)
            else { return false }
            update.views.append((name, rect))
          } while reader.consume(UInt8(ascii: ","))
          guard reader.consume(UInt8(ascii: "}")) else { return false }
        }
      case "keyboard":
        guard let rect = Self.rect(&reader) else { return false }
        update.fields.append((.keyboardTop, .number(rect.y)))
      case "responder":
        if let name = reader.readPlainString() {
          update.responder = .some(Responder(rawValue: name) ?? .composer)
        } else if case .some(.none) = reader.readLiteral() {
          update.responder = .some(nil)
        } else {
          return false
        }
      default:
        guard let field = FrameField(key: key) else { return false }
        if let number = reader.readNumber(), !field.isFlag {
          update.fields.append((field, .number(number)))
        } else if let literal = reader.readLiteral() {
          switch literal {
          case .some(let flag) where field.isFlag: update.fields.append((field, .flag(flag)))
          case .none: update.fields.append((field, .none))
          default: return false
          }
        } else {
          return false
        }
      }
    }
    guard reader.consume(UInt8(ascii: "}")), reader.isAtEnd(), let seconds else { return false }
    // A line whose time is out of bounds or goes back is left to the general path, which says so.
    guard let time = RecordingLimits.time(seconds: seconds - origin), time >= lastTime else {
      return false
    }
    lastTime = time
    update.time = time
    observe(update)
    assembler.add(frame: update)
    frameLines += 1
    return true
  }

  /// How a frame line starts, as recorders write it: its kind first.
  private static let framePrefix = Array(#"{"kind":"frame""#.utf8)

  private static func rect(_ reader: inout JSONPullReader) -> Rect? {
    guard reader.consume(UInt8(ascii: "[")), let x = reader.readNumber(),
      reader.consume(UInt8(ascii: ",")), let y = reader.readNumber(),
      reader.consume(UInt8(ascii: ",")), let width = reader.readNumber(),
      reader.consume(UInt8(ascii: ",")), let height = reader.readNumber(),
      reader.consume(UInt8(ascii: "]"))
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Notes what a frame line shows the recording holds.
  private mutating func observe(_ update: TraceAssembler.FrameUpdate) {
    var fields: UInt32 = 0
    for (field, _) in update.fields { fields |= field.bit }
    for (name, _) in update.views {
      switch assembler.roles[name] {
      case .sheet?: fields |= FrameField.sheetTop.bit
      case .composer?: fields |= FrameField.composerBottom.bit
      case .accessory?: fields |= FrameField.accessoryHeight.bit
      case .newestMessage?: fields |= FrameField.newestMessageBottom.bit
      default: break
      }
    }
    let kinds: [(FrameField, TraceContents)] = [
      (.dockedKeyboardTop, .keyboardMotion), (.keyboardTop, .keyboardMotion),
      (.sheetTop, .sheetMotion), (.composerBottom, .layoutMotion),
      (.accessoryHeight, .accessoryMotion), (.focusedBottom, .focusedField),
      (.newestMessageBottom, .newestMessage), (.fingerY, .finger),
      (.screenVisible, .screenVisibility), (.appKeyboardVisible, .visibilityFlag),
    ]
    for (field, contents) in kinds where fields & field.bit != 0 { observed.insert(contents) }
    if update.responder != nil { observed.insert(.responders) }
  }
}
