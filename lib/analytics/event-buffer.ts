/**
 * Accepted events waiting to be written, in arrival order, bounded (a timer flushes them every
 * `intervalMs` while any wait): when the database does not
 * take them the buffer fills up to `max` and then refuses new ones (counted), so an outage costs
 * at most what arrives after it is full and never grows the memory. Written in batches; a batch
 * leaves the buffer only once written, so a failed write is tried again with the next flush.
 */
export class EventBuffer<T> {
  private readonly queue: T[] = [];
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;
  /** Events refused because the buffer was full, since the last report. */
  dropped = 0;

  constructor(
    private readonly options: {
      max: number;
      batchSize: number;
      intervalMs: number;
      write: (batch: T[]) => Promise<void>;
      onError?: (error: unknown, pending: number) => void;
      onRecovered?: (pending: number) => void;
    },
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  /** Takes an event in; false when the buffer is full (the event is dropped). */
  accept(event: T): boolean {
    if (this.queue.length >= this.options.max) {
      this.dropped += 1;
      return false;
    }
    this.queue.push(event);
    this.timer ??= setInterval(() => void this.flush(), this.options.intervalMs).unref();
    return true;
  }

  /** Writes what is waiting, batch by batch, until empty or a write fails. */
  flush(): Promise<void> {
    this.flushing ??= this.writeAll().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    await this.writeBatches();
    // Nothing left: no timer runs while nothing arrives; the next event starts one again.
    if (this.queue.length === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private async writeBatches(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, this.options.batchSize);
      try {
        await this.options.write(batch);
      } catch (error) {
        if (!this.failing) this.options.onError?.(error, this.queue.length);
        this.failing = true;
        return;
      }
      // Only flush removes from the front; events accepted meanwhile wait behind the batch.
      this.queue.splice(0, batch.length);
      if (this.failing) {
        this.failing = false;
        this.options.onRecovered?.(this.queue.length);
      }
    }
  }

  /** Stops the timer and writes what is left (at shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
