import '@testing-library/jest-dom';

// jsdom has no ResizeObserver; Radix primitives (checkbox, dialog's focus scope) measure with one.
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
