"""The pygame application: window, main loop, settings, audio and the bot host process."""
