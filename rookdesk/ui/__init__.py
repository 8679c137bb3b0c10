"""The Qt desktop interface: table, card art, dialogs."""
