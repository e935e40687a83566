import { Link } from '@ps/shared/router';

export function PrivacyPolicyLink() {
  return <Link to="/privacy">Read our privacy policy</Link>;
}
