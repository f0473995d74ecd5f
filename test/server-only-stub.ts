// Vitest runs server modules outside Next; the real "server-only" package would throw there.
export {};
