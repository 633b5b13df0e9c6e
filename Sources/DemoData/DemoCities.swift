/// Real cities the demo products are located around (`_geoloc`), largest markets first.
///
/// Coordinates are the city centres; records scatter within about 20 km of them, so
/// `aroundLatLng` searches in the shell find plausible nearby products.
struct DemoCity: Sendable {
  let name: String
  let latitude: Double
  let longitude: Double

  static let all: [DemoCity] = [
    DemoCity(name: "New York", latitude: 40.7128, longitude: -74.0060),
    DemoCity(name: "London", latitude: 51.5074, longitude: -0.1278),
    DemoCity(name: "Tokyo", latitude: 35.6762, longitude: 139.6503),
    DemoCity(name: "Paris", latitude: 48.8566, longitude: 2.3522),
    DemoCity(name: "Los Angeles", latitude: 34.0522, longitude: -118.2437),
    DemoCity(name: "Berlin", latitude: 52.5200, longitude: 13.4050),
    DemoCity(name: "Chicago", latitude: 41.8781, longitude: -87.6298),
    DemoCity(name: "Toronto", latitude: 43.6532, longitude: -79.3832),
    DemoCity(name: "Sydney", latitude: -33.8688, longitude: 151.2093),
    DemoCity(name: "San Francisco", latitude: 37.7749, longitude: -122.4194),
    DemoCity(name: "Madrid", latitude: 40.4168, longitude: -3.7038),
    DemoCity(name: "Sao Paulo", latitude: -23.5505, longitude: -46.6333),
    DemoCity(name: "Singapore", latitude: 1.3521, longitude: 103.8198),
    DemoCity(name: "Amsterdam", latitude: 52.3676, longitude: 4.9041),
    DemoCity(name: "Seoul", latitude: 37.5665, longitude: 126.9780),
    DemoCity(name: "Mumbai", latitude: 19.0760, longitude: 72.8777),
    DemoCity(name: "Mexico City", latitude: 19.4326, longitude: -99.1332),
    DemoCity(name: "Stockholm", latitude: 59.3293, longitude: 18.0686),
    DemoCity(name: "Austin", latitude: 30.2672, longitude: -97.7431),
    DemoCity(name: "Cape Town", latitude: -33.9249, longitude: 18.4241),
  ]
}
