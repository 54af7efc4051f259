// What antd needs from the browser that jsdom lacks, for the component tests that render antd's measuring and
// form controls. Imported by those tests only: React's scheduler also looks for MessageChannel, and the other
// tests run as they always have.

// antd's Typography/Flex/Select measure with ResizeObserver: nothing to observe without a layout
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

// antd's Form and Select schedule through a MessageChannel: a timer delivers the message
class TimerChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })),
  };
}
globalThis.MessageChannel ??= TimerChannel as unknown as typeof MessageChannel;

export {};
