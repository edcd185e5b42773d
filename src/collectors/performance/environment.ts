interface _Connection {
  downlink?: number;
  effectiveType?: string;
  rtt?: number;
  saveData?: boolean;
}

/** The network as the browser estimates it and the device (undefined where a browser has no such API). */
export function environment(): Record<string, unknown> {
  const n = navigator as Navigator & { connection?: _Connection; deviceMemory?: number };
  const c = n.connection;
  return {
    connection: c && {
      downlink: c.downlink,
      effectiveType: c.effectiveType,
      rtt: c.rtt,
      saveData: c.saveData,
    },
    device: {
      devicePixelRatio,
      screenWidth: screen.width,
      screenHeight: screen.height,
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      deviceMemory: n.deviceMemory,
      hardwareConcurrency: n.hardwareConcurrency,
    },
  };
}
