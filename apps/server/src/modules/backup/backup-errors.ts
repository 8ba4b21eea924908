/** A backup or restore refused for a reason the operator can act on: printed without a stack. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}
