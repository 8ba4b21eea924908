import {
  REGISTRATION_STATUS_BADGES,
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
} from '@toko/contracts';
import { Badge } from '@/components/ui/badge';

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <Badge variant={REGISTRATION_STATUS_BADGES[status]}>{REGISTRATION_STATUS_LABELS[status]}</Badge>
  );
}
