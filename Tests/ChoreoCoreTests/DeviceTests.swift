import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("Device geometry against the platform facts on detents")
struct DeviceTests {
  @Test("iPhone 14 Pro: large detent at 69 pt, maximum detent value 749 pt, medium about 443 pt")
  func defaultDevice() {
    let device = Device.iPhone14Pro
    #expect(device.maximumDetentValue == 749)
    #expect(device.sheetTop(at: .large) == 69)
    #expect(abs(device.sheetTop(at: .medium) - 443.5) < 0.01)
    #expect(device.keyboardTop(height: device.keyboardHeight) == 516)
  }

  @Test("home-button SE: maximum detent value 627 pt, no bottom inset")
  func homeButton() {
    #expect(Device.iPhoneSE.maximumDetentValue == 627)
    #expect(Device.iPhoneSE.safeAreaBottom == 0)
  }

  @Test("presets are found by name", arguments: Device.presets)
  func presets(device: Device) {
    #expect(Device.preset(named: device.name) == device)
  }
}
