extension APIError: Codable {
  private enum CodingKeys: String, CodingKey {
    case message, status
  }

  /// Decodes `{"message":"...","status":404}`. The spec only requires `message`; when `status`
  /// is missing it decodes as 0 and the HTTP client should use the response's status code.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      message: try container.decode(String.self, forKey: .message),
      status: try container.decodeIfPresent(Int.self, forKey: .status) ?? 0)
  }

  /// Encodes `{"message":...,"status":...}`, the body of every error the loopback server sends.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(message, forKey: .message)
    try container.encode(status, forKey: .status)
  }
}
