export type {
  KeyValueStore,
  HttpMethod,
  QueryValue,
  TransportRequest,
  UploadRequest,
  TransportResponse,
  Transport,
  Clock,
  TimerHandle,
} from './index-types';
export { TransportError } from './index-types';
export { systemClock } from './system-clock';
export { createMemoryStore } from './memory-store';
