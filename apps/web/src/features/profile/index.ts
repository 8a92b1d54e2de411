export { MemberProfile } from './components/member-profile';
export { MyProfile } from './components/my-profile';
export { MessageButton } from './components/message-button';
