// What the club picker takes from the following pages: the "Step N of M" line of a sign-up step.
export { SignUpStepLine } from './FollowingFrame.tsx';
