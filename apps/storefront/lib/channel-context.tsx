// Temporary: moved to @ironmark/channel/react.
export { ChannelProvider, type ChannelState, useChannel } from '@ironmark/channel/react';
