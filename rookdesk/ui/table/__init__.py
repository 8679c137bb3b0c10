"""The card table: scene (cards, hands, trick), its layout, animations and view."""

from rookdesk.ui.table.card_item import CardItem
from rookdesk.ui.table.scene import TableScene
from rookdesk.ui.table.view import TableView

__all__ = ["CardItem", "TableScene", "TableView"]
