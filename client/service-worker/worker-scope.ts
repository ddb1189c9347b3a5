// The few service-worker types the worker uses. The project compiles against the DOM library, whose declarations
// clash with the WebWorker library's, so the worker names what it needs here instead of switching libraries.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  request: Request;
  /** the page that asked (empty for a navigation) */
  clientId: string;
  /** the page a navigation will make */
  resultingClientId: string;
  respondWith(response: Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}

export interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}

export interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}

export interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

export const scope = self as unknown as WorkerScope;
