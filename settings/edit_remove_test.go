package settings

import "testing"

func TestRemoveValueUndoesSetValue(t *testing.T) {
	for _, orig := range []string{
		"{\n  \"agents\": {\"x\": 1}\n}\n",
		"{\n  \"plugins\": {\n    \"entries\": {\n      \"other\": {\"enabled\": true}\n    }\n  }\n}\n",
		"{\n  \"plugins\": {\"allow\": [\"a\"]}\n}\n",
	} {
		set, err := SetValue([]byte(orig), []byte("true"), "plugins", "entries", "hooktool", "enabled")
		if err != nil {
			t.Fatal(err)
		}
		set, err = SetValue(set, []byte("true"), "plugins", "entries", "hooktool", "hooks", "allowConversationAccess")
		if err != nil {
			t.Fatal(err)
		}
		got, err := RemoveValue(set, "plugins", "entries", "hooktool")
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != orig {
			t.Errorf("set then removed:\n%s\nwant:\n%s", got, orig)
		}
	}
}
