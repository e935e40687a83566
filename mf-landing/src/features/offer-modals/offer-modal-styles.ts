import styled from 'styled-components';

export const Burst = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin: 0 auto ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.accent};
  color: #14101f;
  clip-path: polygon(
    50% 0,
    61% 30%,
    95% 20%,
    72% 48%,
    100% 70%,
    64% 70%,
    55% 100%,
    42% 72%,
    8% 85%,
    28% 55%,
    0 30%,
    36% 30%
  );
`;

export const Title = styled.h2`
  margin: 0;
  text-align: center;
  font-size: clamp(2rem, 6vw, 2.6rem);
  color: ${({ theme }) => theme.color.accent};
  text-shadow: 3px 3px 0 #000;
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  text-align: center;
  font-size: 1.1rem;
`;

export const Incentive = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme }) => theme.color.panic};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 800;
  text-align: center;
`;

export const Urgency = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  color: ${({ theme }) => theme.color.panic};
  font-weight: 800;
`;

export const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.color.success};
    font-weight: 800;
  }
`;

export const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  input {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 3px solid #000;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const Success = styled.div`
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  font-size: 1.2rem;
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 2rem;
    color: ${({ theme }) => theme.color.success};
  }
`;

export const Dismiss = styled.button`
  display: block;
  min-height: 44px;
  margin: ${({ theme }) => theme.space(2)} auto 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: underline;
  cursor: pointer;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 700;
`;
