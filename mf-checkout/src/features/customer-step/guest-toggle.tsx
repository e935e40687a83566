import styled from 'styled-components';

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 44px;
    height: 24px;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

/** Guest mode is on by default; turning it off means "create an account" (spec 3 §2). */
export function GuestToggle({
  createAccount,
  onChange,
  disabled,
}: {
  createAccount: boolean;
  /** Left out while the form's code loads: the toggle is drawn disabled. */
  onChange?: (createAccount: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Switch>
      <input
        type="checkbox"
        role="switch"
        checked={!createAccount}
        disabled={disabled}
        onChange={(event) => onChange?.(!event.target.checked)}
      />
      <span>
        Check out as a guest
        {!createAccount && <small> · untick to create an account and track orders anywhere</small>}
      </span>
    </Switch>
  );
}
