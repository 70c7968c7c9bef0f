import ChoreoTimeline

/// Finds a return key whose label does not say what pressing it did.
///
/// Its definition, what it reads, how it grades and its sources are its ``info``.
struct ReturnLabelMismatchDetector: Detector {
  let info = DetectorInfo(
    .returnLabelMismatch,
    definition: "the return key's label does not say what pressing it did",
    subject: .focus,
    needs: [.returnKeys, .causes],
    grades: .always,
    sources: [
      .doc("ThePattern", "Moving-with-the-return-key")
    ],
    remedies: ReturnLabelMismatchDetector.remedies
  ) { _ in
    "The return key's label does not say what pressing it did (`next` that submits, `return` "
      + "or `done` that moves on)."
  }

  func findings(in analysis: TraceAnalysis) -> [Finding] {
    let trace = analysis.trace
    return analysis.positions(of: .returnKeyPress).compactMap { position in
      let entry = trace.entries[position]
      guard case .note(.returnKeyPressed(let field, let label, let result)) = entry.happening,
        !label.describes(result)
      else { return nil }
      return Finding(
        detector: id, severity: .error, time: entry.time, magnitude: 1, unit: "presses",
        message: "return on field \(field) is labelled \(label) but \(result)",
        evidence: Evidence(events: [entry.cause, entry.id].compactMap { $0 }))
    }
  }
}

extension ReturnLabelMismatchDetector {
  /// `return-label-mismatch`: label the return key for what pressing it does.
  static let remedies: [Remedy] = [
    Remedy(
      .uiKit,
      "Label Return for what it does: .next where it moves on, .go or .done where it submits",
      code: """
        emailField.returnKeyType = .next  // Return moves to the password field
        passwordField.returnKeyType = .go  // Return signs in
        """,
      source: RemedySource.returnKeyType),
    Remedy(
      .swiftUI,
      "Set .submitLabel(.next) where Return moves on and .go, .send or .done where it submits",
      code: """
        TextField("Email", text: $email).submitLabel(.next)  // onSubmit focuses the password
        SecureField("Password", text: $password).submitLabel(.go)  // onSubmit signs in
        """,
      source: RemedySource.submitLabel),
    Remedy(
      .reactNative,
      "Set returnKeyType=\"next\" where Return moves on and \"go\" or \"done\" where it submits",
      code: """
        <TextInput returnKeyType="next" onSubmitEditing={() => passwordRef.current?.focus()} />
        <TextInput ref={passwordRef} returnKeyType="go" onSubmitEditing={signIn} />
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .reactNativeKeyboardController,
      "Set returnKeyType=\"next\" where setFocusTo('next') runs and \"go\" where it submits",
      code: """
        <TextInput returnKeyType="next"
          onSubmitEditing={() => KeyboardController.setFocusTo('next')} />
        <TextInput returnKeyType="go" onSubmitEditing={signIn} />
        """,
      source: RemedySource.rnTextInput),
    Remedy(
      .compose,
      "Set imeAction = ImeAction.Next where Return moves on and ImeAction.Done where it submits",
      code: """
        keyboardOptions = KeyboardOptions(imeAction = ImeAction.Next)  // email: moves on
        keyboardOptions = KeyboardOptions(imeAction = ImeAction.Done)  // password: submits
        """,
      source: RemedySource.composeImeAction),
    Remedy(
      .flutter,
      "Set textInputAction to next where Return moves on and go or done where it submits",
      code: """
        TextField(textInputAction: TextInputAction.next) // email: moves on
        TextField(textInputAction: TextInputAction.go, onSubmitted: (_) => signIn()) // submits
        """,
      source: RemedySource.flutterTextInputAction),
  ]
}
