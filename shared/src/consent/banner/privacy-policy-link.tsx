import { Link } from 'react-router-dom';

export function PrivacyPolicyLink() {
  return <Link to="/privacy-policy">Read our privacy policy</Link>;
}
