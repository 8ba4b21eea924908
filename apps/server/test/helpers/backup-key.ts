/** A BACKUP_KEY as the README says to make one (`openssl rand -base64 32`): a test's, no secret. */
export const TEST_BACKUP_KEY = 'zdGTsG0oAryMmxOztuKJCTHaXYnA26ERRQa7ktDY62Y=';
