import { zodResolver } from '@hookform/resolvers/zod';
import { configureZodMessages } from '@toko/contracts';

// Every form resolves through this module, so zod's messages are Indonesian before any form
// validates, and only the pages with a form load zod.
configureZodMessages();

export { zodResolver };
