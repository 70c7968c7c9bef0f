import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("JSON reading and writing")
struct JSONTests {
  @Test("values survive writing and reading back")
  func roundTrip() throws {
    let value = JSONValue.object([
      ("text", .string("quote \" backslash \\ newline \n tab \t bell \u{07} é 🎹")),
      ("numbers", .array([.number(0), .number(-1.5), .number(408.333), .number(1e6)])),
      ("flags", .array([.bool(true), .bool(false), .null])),
      ("nested", .object([("empty", .object([])), ("list", .array([]))])),
    ])
    for style in [JSONWriter.Style.pretty, .compact] {
      let text = JSONWriter(style: style).string(value)
      let parsed = try JSONParser.parse(text)
      #expect(parsed == value)
    }
  }

  /// One text that is not JSON and the error it gives.
  struct SyntaxRow: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var message: String
    var testDescription: String { name }
  }

  @Test(
    "syntax errors name the line and column",
    arguments: [
      SyntaxRow(
        name: "a trailing comma in an object", text: "{\"a\": 1,}",
        message: "line 1, column 9: expected a quoted key"),
      SyntaxRow(
        name: "a missing comma in an array", text: "[1 2]",
        message: "line 1, column 4: expected ',' or ']' in array"),
      SyntaxRow(
        name: "a misspelt true", text: "{\"a\": tru}",
        message: "line 1, column 7: invalid literal, expected 'true'"),
      SyntaxRow(
        name: "an unknown escape", text: "\"\\q\"",
        message: "line 1, column 3: invalid escape '\\q'"),
      SyntaxRow(
        name: "a number with a leading zero", text: "01",
        message: "line 1, column 2: unexpected text after the JSON value"),
      SyntaxRow(
        name: "a missing value on a later line", text: "{\n\n  \"a\": }",
        message: "line 3, column 8: unexpected character '}', expected a value"),
      SyntaxRow(
        name: "no text at all", text: "",
        message: "line 1, column 1: unexpected end of input, expected a value"),
    ])
  func syntaxErrors(_ row: SyntaxRow) {
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(row.text) }
    do {
      _ = try JSONParser.parse(row.text)
    } catch {
      #expect(error.description == row.message)
    }
  }

  @Test(
    "numbers beyond a double, below its precision or negative zero parse, keeping the text as written",
    arguments: ["1e999", "-1e999", "44444444444444444440", "5e-324", "-0", "1.0E+2"])
  func literals(text: String) throws {
    let value = try JSONParser.parse(text)
    guard case .number(_, let literal) = value else {
      Issue.record("\(text) is a number")
      return
    }
    #expect(literal == text)
    #expect(value.snippet == text)
  }

  @Test("numbers are written with at most three decimals, the same way everywhere")
  func numbers() {
    #expect(JSONWriter.number(508.333_333) == "508.333")
    #expect(JSONWriter.number(-0.0001) == "0")
    #expect(JSONWriter.number(336) == "336")
    #expect(JSONWriter.number(.nan) == "null")
  }
}
