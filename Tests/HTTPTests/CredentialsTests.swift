import AlgoliaClient
import Foundation
import Testing

@Suite("Credentials: resolution order, file permissions, and the key never printed")
struct CredentialsTests {
  let secret = "abcdef0123456789secret"

  @Test("the key is redacted in description, debugDescription, dump and interpolation")
  func redaction() {
    let credentials = AlgoliaCredentials(appID: "APP", apiKey: APIKey(secret))
    var dumped = ""
    dump(credentials, to: &dumped)
    dump(AlgoliaClient(credentials: credentials), to: &dumped)
    dump(CredentialFlags(appID: "APP", apiKey: APIKey(secret)), to: &dumped)
    for text in [
      "\(credentials)", String(reflecting: credentials), dumped, "\(credentials.apiKey)",
      String(reflecting: credentials.apiKey),
      "\(AlgoliaClientConfiguration(credentials: credentials))",
      "\(AlgoliaClient(credentials: credentials))",
    ] {
      #expect(!text.contains(secret), "leaked in: \(text)")
    }
    #expect("\(credentials)".contains("APP"))
  }

  @Test("flags win over the environment, which wins over the file; both app ID variables work")
  func precedence() throws {
    let fromEnv = try AlgoliaCredentials.resolve(environment: ["ALGOLIA_APPLICATION_ID": "ENV", "ALGOLIA_API_KEY": "k1"])
    #expect(fromEnv.appID == "ENV")
    #expect(fromEnv.apiKey.reveal() == "k1")
    let fromFlags = try AlgoliaCredentials.resolve(
      environment: ["ALGOLIA_APP_ID": "ENV", "ALGOLIA_API_KEY": "k1"], flags: CredentialFlags(appID: "FLAG"))
    #expect(fromFlags.appID == "FLAG")
    #expect(throws: CredentialsError.missingAPIKey) {
      try AlgoliaCredentials.resolve(environment: ["ALGOLIA_APP_ID": "X"])
    }
    #expect(throws: CredentialsError.missingAppID) {
      try AlgoliaCredentials.resolve(environment: ["ALGOLIA_API_KEY": "k"])
    }
  }

  @Test("a 0600 credentials file is read; a group- or world-readable one is refused")
  func configFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("creds-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "# Algolia\nALGOLIA_APP_ID=FILEAPP\nALGOLIA_API_KEY=\"\(secret)\"\n".write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    let file = CredentialsFile(path: path)
    let resolved = try AlgoliaCredentials.resolve(environment: [:], configFile: file)
    #expect(resolved.appID == "FILEAPP")
    #expect(resolved.apiKey.reveal() == secret)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    let error = #expect(throws: CredentialsError.self) {
      try AlgoliaCredentials.resolve(environment: [:], configFile: file)
    }
    #expect(error == .insecureConfigFile(path: path, mode: "644"))
    #expect(error?.description.contains(secret) == false)
    // Everything given by the environment: the insecure file is not even read.
    #expect(throws: Never.self) {
      try AlgoliaCredentials.resolve(environment: ["ALGOLIA_APP_ID": "A", "ALGOLIA_API_KEY": "k"], configFile: file)
    }
  }
}
