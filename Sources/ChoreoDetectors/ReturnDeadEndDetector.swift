import ChoreoTimeline

/// Finds a return key that does nothing: no move to the next field, no submit, no close
/// (<doc:ThePattern#Keeping-the-field-above-the-keys>: "The return key should take people to the
/// next field and submit from the last one, so they never have to reach above the keyboard").
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct ReturnDeadEndDetector: Detector {
  let info = DetectorInfo(
    .returnDeadEnd,
    definition: "the return key did nothing: no next field, no submit, no close",
    subject: .focus,
    needs: [.returnKeys, .causes],
    grades: .always,
    sources: [
      .doc("ThePattern", "Moving-with-the-return-key")
    ],
    remedies: ReturnDeadEndDetector.remedies
  ) { _ in
    "Return on a field neither moved focus, submitted nor closed the keyboard; one finding "
      + "per field, counting the presses."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    let deadEnds = analysis.positions(of: .returnKeyPress).map { trace.entries[$0] }.filter {
      if case .note(.returnKeyPressed(_, _, .nothing)) = $0.happening { true } else { false }
    }
    let byField = deadEnds.grouped(inOrderBy: { entry -> Int? in
      if case .note(.returnKeyPressed(let field, _, _)) = entry.happening { field } else { nil }
    })
    return byField.compactMap { field, entries in
      guard let first = entries.first,
        case .note(.returnKeyPressed(_, let label, _)) = first.happening
      else { return nil }
      let count = entries.count == 1 ? "" : " (\(entries.count) presses)"
      return Finding(
        detector: id, severity: .error, time: first.time, magnitude: Double(entries.count),
        unit: "presses",
        message:
          "return (labelled \(label)) on field \(field) did nothing\(count); the person must "
          + "reach above the keys",
        evidence: Evidence(events: entries.flatMap { [$0.cause, $0.id].compactMap { $0 } }))
    }
  }
}

extension ReturnDeadEndDetector {
  /// `return-dead-end`: make Return move to the next field, and submit from the last.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "In textFieldShouldReturn, focus the next field, or submit from the last one",
      code: """
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
          if textField === emailField { passwordField.becomeFirstResponder() } else { submit() }
          return false  // the keyboard stays up as focus moves on
        }
        """,
      source: RemedySource.textFieldShouldReturn),
    Remedy(
      .swiftUI,
      "Move @FocusState to the next field in onSubmit, and submit from the last one",
      code: """
        TextField("Email", text: $email)
          .focused($field, equals: .email)
          .submitLabel(.next)
          .onSubmit { field = .password }  // and the last field's onSubmit saves
        """,
      source: RemedySource.onSubmit),
    Remedy(
      .reactNative,
      "Focus the next input's ref in onSubmitEditing, and submit from the last one",
      code: """
        <TextInput returnKeyType="next" submitBehavior="submit"
          onSubmitEditing={() => passwordRef.current?.focus()} />
        <TextInput ref={passwordRef} returnKeyType="done" onSubmitEditing={save} />
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .reactNativeKeyboardController,
      "Move on with KeyboardController.setFocusTo('next') in onSubmitEditing; submit from the last",
      code: """
        <TextInput returnKeyType="next" submitBehavior="submit"
          onSubmitEditing={() => KeyboardController.setFocusTo('next')} />
        <TextInput returnKeyType="done" onSubmitEditing={save} />
        """,
      source: RemedySource.kcKeyboardController),
    Remedy(
      .compose,
      "Give the field ImeAction.Next and move focus in its onKeyboardAction",
      code: """
        OutlinedTextField(
          state = email,
          keyboardOptions = KeyboardOptions(imeAction = ImeAction.Next),
          onKeyboardAction = { focusManager.moveFocus(FocusDirection.Down) },
        )
        """,
      source: RemedySource.composeKeyboardActionHandler),
    Remedy(
      .flutter,
      "Use TextInputAction.next and move focus in onSubmitted; submit from the last field",
      code: """
        TextField(
          textInputAction: TextInputAction.next,
          onSubmitted: (_) => FocusScope.of(context).nextFocus(),
        )
        """,
      source: RemedySource.flutterTextInputAction),
  ]
}
