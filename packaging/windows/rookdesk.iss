; Inno Setup script for rookdesk on Windows (Inno Setup 6.2 or later).
;
; Build the one-folder app first (`pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller
; packaging\rookdesk.spec` from the repository root), then:
;
;     iscc packaging\windows\rookdesk.iss
;
; which writes dist\rookdesk-<version>-setup.exe. The version is not written here: it is read
; from the version resource of dist\rookdesk\rookdesk.exe, which the spec fills from
; rookdesk.__version__ (the one place it is written). `iscc /DAppVersion=1.2.3` overrides it and
; `/DDistDir=C:\path\to\rookdesk` builds from another folder.
;
; The installer: the app into Program Files (or the user's own programs folder when installing
; only for oneself), a Start-menu shortcut, an optional desktop icon, saved games (.rookrec) and
; house rules (.rookrules) opening in rookdesk with its icon, and an uninstaller that removes all
; of it (the player's saved games, settings and statistics in their own folders stay).

#define AppName "rookdesk"
#define AppPublisher "rookdesk developers"
#define AppUrl "https://github.com/rookdesk/rookdesk"
#define RepoRoot AddBackslash(SourcePath) + "..\.."
#ifndef DistDir
  #define DistDir RepoRoot + "\dist\rookdesk"
#endif
#define AppExeName "rookdesk.exe"
#ifndef AppVersion
  #define AppVersion GetStringFileInfo(DistDir + "\" + AppExeName, "ProductVersion")
#endif
#if AppVersion == ""
  #error "No version: build dist\rookdesk\rookdesk.exe with packaging\rookdesk.spec first, or pass /DAppVersion=..."
#endif

[Setup]
; The AppId identifies rookdesk to Windows across versions (upgrades replace, never duplicate): never change it.
AppId={{322DC80C-8F8C-4E63-997E-BC75F999E948}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppPublisherURL={#AppUrl}
AppSupportURL={#AppUrl}/issues
AppUpdatesURL={#AppUrl}/releases
VersionInfoVersion={#AppVersion}
VersionInfoDescription={#AppName} installer
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Everyone (administrator) or only me (no administrator needed): the person chooses.
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 and later.
MinVersion=10.0
OutputDir={#RepoRoot}\dist
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile={#RepoRoot}\assets\icons\rookdesk.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; File associations change: Explorer is told to refresh its icons at the end.
ChangesAssociations=yes
; A running rookdesk is closed (and restarted) by the Restart Manager instead of failing to overwrite files.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[CustomMessages]
english.AssociateFiles=Open saved games (.rookrec) and house rules (.rookrules) with rookdesk
german.AssociateFiles=Gespeicherte Spiele (.rookrec) und Hausregeln (.rookrules) mit rookdesk öffnen
spanish.AssociateFiles=Abrir partidas guardadas (.rookrec) y reglas de casa (.rookrules) con rookdesk
french.AssociateFiles=Ouvrir les parties enregistrées (.rookrec) et les règles maison (.rookrules) avec rookdesk
english.FileTypes=File types:
german.FileTypes=Dateitypen:
spanish.FileTypes=Tipos de archivo:
french.FileTypes=Types de fichiers :
english.GameFile=rookdesk saved game
german.GameFile=Gespeichertes rookdesk-Spiel
spanish.GameFile=Partida guardada de rookdesk
french.GameFile=Partie enregistrée rookdesk
english.RulesFile=rookdesk house rules
german.RulesFile=rookdesk-Hausregeln
spanish.RulesFile=Reglas de casa de rookdesk
french.RulesFile=Règles maison rookdesk
english.Comment=Play Rook by your own house rules
german.Comment=Rook nach den eigenen Hausregeln spielen
spanish.Comment=Juega al Rook con tus propias reglas de casa
french.Comment=Jouez au Rook selon vos propres règles maison

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "{cm:AssociateFiles}"; GroupDescription: "{cm:FileTypes}"

[Files]
; The whole one-folder app: rookdesk.exe and _internal\ (Python, Qt, icons, translations).
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; The document icon for the associated file types.
Source: "{#RepoRoot}\assets\icons\rookdesk.ico"; DestDir: "{app}"; Flags: ignoreversion

[InstallDelete]
; An older version's bundled files may not exist in this one: start from a clean _internal.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "{cm:Comment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "{cm:Comment}"; Tasks: desktopicon

[Registry]
; HKA is HKLM for an install for everyone and HKCU for an install for oneself.
; Saved games: .rookrec -> rookdesk.Game
Root: HKA; Subkey: "Software\Classes\.rookrec\OpenWithProgids"; ValueType: string; ValueName: "rookdesk.Game"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.rookrec"; ValueType: string; ValueName: ""; ValueData: "rookdesk.Game"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\rookdesk.Game"; ValueType: string; ValueName: ""; ValueData: "{cm:GameFile}"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\rookdesk.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\rookdesk.ico,0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\rookdesk.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""; Tasks: associate
; House rules: .rookrules -> rookdesk.Rules
Root: HKA; Subkey: "Software\Classes\.rookrules\OpenWithProgids"; ValueType: string; ValueName: "rookdesk.Rules"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.rookrules"; ValueType: string; ValueName: ""; ValueData: "rookdesk.Rules"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\rookdesk.Rules"; ValueType: string; ValueName: ""; ValueData: "{cm:RulesFile}"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\rookdesk.Rules\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\rookdesk.ico,0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\rookdesk.Rules\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""; Tasks: associate
; "Open with" lists rookdesk for both types (and for house rules saved as .json), even without the default association.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".rookrec"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".rookrules"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
