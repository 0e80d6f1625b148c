// Event-stream client for a dashboard: subscribes to server-sent events, reconnects
// with exponential backoff, and keeps a bounded, deduplicated buffer per channel.

const DEFAULT_OPTIONS = {
  baseDelay: 500,
  maxDelay: 30000,
  jitter: 0.2,
  bufferSize: 200,
  heartbeatTimeout: 45000,
};

export class ChannelBuffer {
  constructor(size) {
    this.size = size;
    this.items = [];
    this.seen = new Set();
  }

  push(event) {
    if (this.seen.has(event.id)) {
      return false;
    }
    this.items.push(event);
    this.seen.add(event.id);
    while (this.items.length > this.size) {
      const dropped = this.items.shift();
      this.seen.delete(dropped.id);
    }
    return true;
  }

  since(id) {
    const index = this.items.findIndex((event) => event.id === id);
    return index < 0 ? this.items.slice() : this.items.slice(index + 1);
  }

  latest() {
    return this.items.length ? this.items[this.items.length - 1] : null;
  }
}

export function parseEventBlock(block) {
  const event = { id: null, type: 'message', data: [], retry: null };
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) {
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    switch (field) {
      case 'id':
        event.id = value;
        break;
      case 'event':
        event.type = value;
        break;
      case 'data':
        event.data.push(value);
        break;
      case 'retry':
        if (/^\d+$/.test(value)) {
          event.retry = Number(value);
        }
        break;
      default:
        break;
    }
  }
  return { ...event, data: event.data.join('\n') };
}

function backoff(attempt, options, random = Math.random) {
  const exponential = options.baseDelay * 2 ** Math.min(attempt, 16);
  const capped = Math.min(exponential, options.maxDelay);
  const spread = capped * options.jitter;
  return Math.round(capped - spread + random() * 2 * spread);
}

export class EventStream {
  constructor(url, options = {}) {
    this.url = url;
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.channels = new Map();
    this.listeners = new Map();
    this.lastEventId = null;
    this.attempt = 0;
    this.timer = null;
    this.heartbeat = null;
    this.closed = false;
  }

  on(type, listener) {
    if (!this.listeners.has(type)) {
      this.listeners.set(type, new Set());
    }
    this.listeners.get(type).add(listener);
    return () => this.listeners.get(type).delete(listener);
  }

  emit(type, payload) {
    for (const listener of this.listeners.get(type) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`listener for ${type} failed`, error);
      }
    }
  }

  buffer(channel) {
    if (!this.channels.has(channel)) {
      this.channels.set(channel, new ChannelBuffer(this.options.bufferSize));
    }
    return this.channels.get(channel);
  }

  async connect(fetchImpl = globalThis.fetch) {
    const retryDelay = backoff(this.attempt, this.options);
    while (!this.closed) {
      const headers = { Accept: 'text/event-stream' };
      if (this.lastEventId) {
        headers['Last-Event-ID'] = this.lastEventId;
      }
      try {
        const response = await fetchImpl(this.url, { headers });
        if (!response.ok) {
          throw new Error(`HTTP ${response.status}`);
        }
        this.attempt = 0;
        this.emit('open', { url: this.url });
        await this.read(response.body);
      } catch (error) {
        this.emit('error', error);
      }
      if (this.closed) {
        break;
      }
      this.attempt += 1;
      retryDelay = backoff(this.attempt, this.options);
      this.emit('reconnecting', { attempt: this.attempt, delay: retryDelay });
      await new Promise((resolve) => {
        this.timer = setTimeout(resolve, retryDelay);
      });
    }
  }

  async read(body) {
    const decoder = new TextDecoder();
    let pending = '';
    this.armHeartbeat();
    for await (const chunk of body) {
      this.armHeartbeat();
      pending += decoder.decode(chunk, { stream: true });
      let boundary = pending.indexOf('\n\n');
      while (boundary >= 0) {
        const block = pending.slice(0, boundary);
        pending = pending.slice(boundary + 2);
        this.dispatch(parseEventBlock(block));
        boundary = pending.indexOf('\n\n');
      }
    }
  }

  dispatch(event) {
    if (event.id !== null) {
      this.lastEventId = event.id;
    }
    if (event.retry !== null) {
      this.options.baseDelay = event.retry;
    }
    const [channel, kind] = event.type.includes('.') ? event.type.split('.', 2) : ['default', event.type];
    if (this.buffer(channel).push({ id: event.id, kind, data: event.data })) {
      this.emit(event.type, event.data);
    }
  }

  armHeartbeat() {
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(() => {
      this.emit('error', new Error('heartbeat timeout'));
    }, this.options.heartbeatTimeout);
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearTimeout(this.heartbeat);
    this.emit('close', { lastEventId: this.lastEventId });
  }
}

export function summarize(stream) {
  const summary = {};
  for (const [channel, buffer] of stream.channels) {
    const latest = buffer.latest();
    summary[channel] = { events: buffer.items.length, latest: latest && latest.id };
  }
  return summary;
}
