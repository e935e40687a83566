export type MemberStatus = 'online' | 'idle' | 'dnd' | 'offline';
export type MemberRole = 'Band Member' | 'Admin' | 'Moderator' | 'Superhero' | 'Artist' | 'Concert Goer';

export interface ChatMember {
  id: string;
  username: string;
  discriminator: string;
  /** Initials for the avatar bubble. */
  avatar: string;
  status: MemberStatus;
  activity?: { name: string; type: 'listening' | 'playing' | 'watching' };
  isBot: boolean;
  roles: readonly MemberRole[];
}

export interface ChatChannel {
  id: string;
  name: string;
  type: 'text' | 'voice';
  memberCount: number;
  isActive: boolean;
}

export interface ChatCommunity {
  serverName: string;
  inviteUrl: string;
  stats: {
    memberCount: number;
    onlineCount: number;
    totalMessages: number;
    activeChannels: number;
    serverBoosts: number;
  };
  members: readonly ChatMember[];
  channels: readonly ChatChannel[];
}

/** Spec 1 §9: the server level is floor(boosts / 10) + 1. */
export const serverLevel = (boosts: number): number => Math.floor(boosts / 10) + 1;

/** Spec 1 §9: a voice channel shows room for its members plus 5, and never less than 10. */
export const voiceCapacity = (memberCount: number): number => Math.max(10, memberCount + 5);

/** Spec 1 §9: the overview shows 3 active channels and 2 events (the band's next shows). */
export const OVERVIEW_CHANNELS = 3;
export const OVERVIEW_EVENTS = 2;
