/** True when localStorage can be written and read back; blocked storage throws on access in some browsers. */
export function storageAvailable(getStorage: () => Storage | undefined = () => globalThis.localStorage): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    const probe = '__bulwark_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** The spec: with browser storage unavailable the site works and only a developer warning appears. */
export function warnIfStorageUnavailable(getStorage?: () => Storage | undefined, warn: (message: string) => void = console.warn): void {
  if (!storageAvailable(getStorage)) {
    warn('Browser storage is unavailable: the colour mode will follow the system setting and will not be remembered.');
  }
}
